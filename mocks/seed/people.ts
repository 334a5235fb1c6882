/**
 * Brazilian people for the demo network: names, CPFs with real check digits,
 * masked phones, e-mails and logins. Pure functions over a seeded `Random`.
 */
import { formatCpf, isValidCpf } from '@contract';
import { foldText } from '@contract/text';
import type { Random } from './prng';

export const FEMALE_NAMES = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Júlia',
  'Larissa',
  'Letícia',
  'Luana',
  'Mariana',
  'Natália',
  'Patrícia',
  'Rafaela',
  'Sofia',
  'Tatiane',
  'Valentina',
  'Yasmin',
  'Alice',
  'Bianca',
  'Carolina',
  'Débora',
  'Elisa',
  'Giovanna',
  'Lívia',
  'Manuela',
  'Priscila',
] as const;

export const MALE_NAMES = [
  'André',
  'Bruno',
  'Caio',
  'Diego',
  'Enzo',
  'Felipe',
  'Gabriel',
  'Heitor',
  'Igor',
  'João',
  'Lucas',
  'Matheus',
  'Nicolas',
  'Otávio',
  'Pedro',
  'Rafael',
  'Samuel',
  'Thiago',
  'Vinícius',
  'Arthur',
  'Bernardo',
  'Cauã',
  'Davi',
  'Leonardo',
  'Miguel',
  'Murilo',
  'Renato',
  'Rodrigo',
  'Gustavo',
  'Henrique',
] as const;

export const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Cavalcanti',
  'Monteiro',
  'Moura',
] as const;

export const PROFESSIONS = [
  'Analista de sistemas',
  'Enfermeira',
  'Advogado',
  'Engenheira civil',
  'Professor',
  'Administrador',
  'Designer gráfico',
  'Arquiteta',
  'Contador',
  'Médica',
  'Vendedor',
  'Estudante',
  'Farmacêutica',
  'Jornalista',
  'Publicitário',
  'Dentista',
  'Economista',
  'Psicóloga',
] as const;

export const COMPANIES = [
  'Tecnova Sistemas Ltda',
  'Construtora Horizonte S.A.',
  'Grupo Vale Verde',
  'Hospital Santa Clara',
  'Agência Criativa Norte',
  'Banco Paraná Invest',
  'Mercado Bom Preço',
  'Laboratório Vida',
] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'] as const;

/** Removes accents and lower-cases ("João Gonçalves" → "joao goncalves"). */
export const plain = foldText;

/** A URL/file-safe slug ("[ING] GLOBAL ENGLISH BOOK 3" → "ing-global-english-book-3"). */
export function slugify(text: string): string {
  return plain(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The two CPF check digits for nine base digits (mod 11, as `isValidCpf` checks them). */
export function cpfCheckDigits(base: readonly number[]): [number, number] {
  const check = (nums: readonly number[]) => {
    const len = nums.length;
    let sum = 0;
    for (let i = 0; i < len; i++) sum += nums[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [first, check([...base, first])];
}

/** A valid, formatted CPF ("123.456.789-09") not yet in `taken`. */
export function uniqueCpf(random: Random, taken: Set<string>): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => random.int(0, 9));
    const digits = [...base, ...cpfCheckDigits(base)].join('');
    const cpf = formatCpf(digits);
    if (isValidCpf(cpf) && !taken.has(cpf)) {
      taken.add(cpf);
      return cpf;
    }
  }
}

/** A masked mobile number "(11) 98765-4321". */
export function mobilePhone(random: Random, ddd: string): string {
  return `(${ddd}) 9${random.int(6, 9)}${random.chars('0123456789', 3)}-${random.chars('0123456789', 4)}`;
}

/** A masked landline "(11) 3456-7890". */
export function landline(random: Random, ddd: string): string {
  return `(${ddd}) ${random.int(2, 3)}${random.chars('0123456789', 3)}-${random.chars('0123456789', 4)}`;
}

/** An RG in the common "12.345.678-9" layout. */
export function rg(random: Random): string {
  const d = random.chars('0123456789', 8);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${random.chars('0123456789X', 1)}`;
}

/** A CNPJ in the mask "99.999.999/9999-99" (format only; the forms check the mask). */
export function cnpj(random: Random): string {
  const d = random.chars('0123456789', 8);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/0001-${random.chars('0123456789', 2)}`;
}

/** First word + last word of a name, made unique against `taken` ("maria.souza", "maria.souza2"). */
export function uniqueHandle(fullName: string, taken: Set<string>): string {
  const words = plain(fullName)
    .replace(/[^a-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const base = `${words[0]}.${words[words.length - 1]}`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

export function personalEmail(random: Random, handle: string): string {
  return `${handle}@${random.pick(EMAIL_DOMAINS)}`;
}

/** A full name (first name + two surnames) not yet in `taken`. */
export function uniqueFullName(random: Random, gender: 'f' | 'm', taken: Set<string>): string {
  for (;;) {
    const first = random.pick(gender === 'f' ? FEMALE_NAMES : MALE_NAMES);
    const middle = random.pick(SURNAMES);
    let last = random.pick(SURNAMES);
    while (last === middle) last = random.pick(SURNAMES);
    const name = `${first} ${middle} ${last}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
