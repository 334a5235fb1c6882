/** The demo network's three schools, in three states. */
import { toIsoDay } from '@contract/dates';
import { addDays, addMonths } from './calendar';
import type { SeedContext } from './context';
import type { Escola } from './rows';

export interface EscolaDef {
  readonly nome: string;
  readonly cidade: string;
  readonly bairro: string;
  readonly estado: Escola['cp_ec_endereco_estado'];
  readonly rua: string;
  readonly numero: string;
  readonly ddd: string;
  readonly cep: string;
  readonly descricao: string | null;
  /** The school's PIX key (docs/matriculas.md), or null. */
  readonly pixChave: string | null;
  readonly yearsAgo: number;
  readonly streets: readonly string[];
}

export const ESCOLA_DEFS: readonly EscolaDef[] = [
  {
    nome: 'Escola de Idiomas — Unidade Vila Mariana',
    cidade: 'São Paulo',
    bairro: 'Vila Mariana',
    estado: 'SP',
    rua: 'Rua Domingos de Morais',
    numero: '1820',
    ddd: '11',
    cep: '04010-100',
    descricao: 'Unidade matriz da rede: seis salas, laboratório de conversação e biblioteca.',
    pixChave: '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04',
    yearsAgo: 9,
    streets: ['Rua Vergueiro', 'Rua Joaquim Távora', 'Avenida Lins de Vasconcelos', 'Rua Santa Cruz', 'Rua França Pinto'],
  },
  {
    nome: 'Escola de Idiomas — Unidade Savassi',
    cidade: 'Belo Horizonte',
    bairro: 'Savassi',
    estado: 'MG',
    rua: 'Rua Pernambuco',
    numero: '1045',
    ddd: '31',
    cep: '30130-151',
    descricao: 'Unidade com foco em cursos infantis e preparatórios.',
    pixChave: '11222333000181',
    yearsAgo: 5,
    streets: ['Rua Paraíba', 'Avenida Getúlio Vargas', 'Rua Antônio de Albuquerque', 'Rua Tomé de Souza', 'Rua Alagoas'],
  },
  {
    nome: 'Escola de Idiomas — Unidade Batel',
    cidade: 'Curitiba',
    bairro: 'Batel',
    estado: 'PR',
    rua: 'Avenida do Batel',
    numero: '1550',
    ddd: '41',
    cep: '80420-090',
    descricao: null,
    pixChave: null,
    yearsAgo: 2,
    streets: [
      'Rua Comendador Araújo',
      'Alameda Dom Pedro II',
      'Rua Bruno Filgueira',
      'Rua Gutemberg',
      'Avenida Sete de Setembro',
    ],
  },
];

/** The schools, in id order; `directors` names each one's director (its responsible person). */
export function buildEscolas(ctx: SeedContext, directors: ReadonlyMap<number, string>): Escola[] {
  const { random, today } = ctx;
  return ESCOLA_DEFS.map((def, i) => ({
    cp_ec_id: i + 1,
    cp_ec_nome: def.nome,
    cp_ec_responsavel: directors.get(i + 1)!,
    cp_ec_endereco_rua: def.rua,
    cp_ec_endereco_numero: def.numero,
    cp_ec_endereco_cidade: def.cidade,
    cp_ec_endereco_bairro: def.bairro,
    cp_ec_endereco_estado: def.estado,
    cp_ec_data_cadastro: toIsoDay(addDays(addMonths(today, -12 * def.yearsAgo), -random.int(0, 200))),
    cp_ec_descricao: def.descricao,
    cp_ec_pix_chave: def.pixChave,
    cp_ec_excluido: 0,
  }));
}
