/**
 * Training material (for the staff) and extra material, and the grant that
 * lets one teacher manage the extra material beside the gestor.
 */
import { toIsoDay } from '@contract/dates';
import { addDays } from './calendar';
import { YOUTUBE_ALPHABET, type SeedContext } from './context';
import { slugify } from './people';
import type { Material, MaterialExtra, PermissaoRow } from './rows';
import { usuarioIdOf } from './usuarios';

/** A seeded material (training or extra): the same facts for both kinds. */
interface MaterialDef {
  readonly title: string;
  readonly description: string;
  readonly categories: string;
  readonly codes: string;
  readonly video: boolean;
  readonly pdfs: number;
  readonly download: 0 | 1;
}

const TRAINING: readonly MaterialDef[] = [
  {
    title: 'Boas-vindas: metodologia comunicativa da rede',
    description: 'Visão geral da metodologia, rotina de aula e uso do sistema pelos professores.',
    categories: 'Metodologia,Geral',
    codes: 'CES,TWEENS,KIDS,CONVERSATION,ESPANHOL,DEUTSCH',
    video: true,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'Global English Book: planejamento de aulas',
    description: 'Como distribuir as unidades do livro ao longo do semestre.',
    categories: 'Inglês,Adultos',
    codes: 'CES',
    video: true,
    pdfs: 3,
    download: 1,
  },
  {
    title: 'Tweens: atividades para pré-adolescentes',
    description: 'Dinâmicas curtas e projetos para manter o engajamento.',
    categories: 'Inglês,Pré-adolescentes',
    codes: 'TWEENS',
    video: false,
    pdfs: 1,
    download: 0,
  },
  {
    title: 'Ferris Wheel e Next Station: rotina com crianças',
    description: 'Músicas, histórias e gestão de sala com turmas infantis.',
    categories: 'Inglês,Infantil',
    codes: 'KIDS',
    video: true,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'TV Box: conduzindo aulas de conversação',
    description: 'Roteiros de debate e correção de erros sem interromper a fluência.',
    categories: 'Inglês,Conversação',
    codes: 'CONVERSATION',
    video: true,
    pdfs: 1,
    download: 0,
  },
  {
    title: 'Nuevo Español: pronúncia e entonação',
    description: 'Diferenças entre o espanhol peninsular e o latino-americano em sala.',
    categories: 'Espanhol',
    codes: 'ESPANHOL',
    video: false,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'Momente: introdução ao ensino de alemão A1',
    description: 'Sequência didática das primeiras unidades e erros comuns de brasileiros.',
    categories: 'Alemão',
    codes: 'DEUTSCH',
    video: true,
    pdfs: 1,
    download: 1,
  },
  {
    title: 'Avaliações: critérios de workbook e prova',
    description: 'Como lançar notas e interpretar a média (Boa, Média, Ruim).',
    categories: 'Avaliação,Geral',
    codes: 'CES,TWEENS,KIDS',
    video: false,
    pdfs: 1,
    download: 0,
  },
];

const EXTRA: readonly MaterialDef[] = [
  {
    title: 'Músicas para praticar o Present Perfect',
    description: 'Lista comentada de músicas e letras com lacunas.',
    categories: 'Inglês,Música',
    codes: 'CES,CONVERSATION',
    video: true,
    pdfs: 1,
    download: 1,
  },
  {
    title: 'Lista de verbos irregulares',
    description: 'Tabela com os 120 verbos irregulares mais usados.',
    categories: 'Inglês,Gramática',
    codes: 'CES,TWEENS',
    video: false,
    pdfs: 1,
    download: 1,
  },
  {
    title: 'Jogos de vocabulário para crianças',
    description: 'Bingo, memória e caça-palavras para imprimir.',
    categories: 'Inglês,Infantil',
    codes: 'KIDS',
    video: false,
    pdfs: 3,
    download: 1,
  },
  {
    title: 'Podcast recomendado: espanhol para brasileiros',
    description: 'Episódios curtos com transcrição.',
    categories: 'Espanhol,Áudio',
    codes: 'ESPANHOL',
    video: true,
    pdfs: 0,
    download: 0,
  },
  {
    title: 'Expressões idiomáticas em alemão',
    description: 'Vinte expressões do dia a dia com exemplos.',
    categories: 'Alemão,Vocabulário',
    codes: 'DEUTSCH',
    video: false,
    pdfs: 1,
    download: 0,
  },
  {
    title: 'Simulado de conversação: entrevistas de emprego',
    description: 'Perguntas frequentes e respostas modelo.',
    categories: 'Inglês,Carreira',
    codes: 'CONVERSATION,CES',
    video: true,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'Projetos temáticos para pré-adolescentes',
    description: 'Ideias de projetos bimestrais com rubricas de avaliação.',
    categories: 'Inglês,Pré-adolescentes',
    codes: 'TWEENS',
    video: false,
    pdfs: 1,
    download: 1,
  },
];

export function buildMateriais(ctx: SeedContext): { materiais: Material[]; materialExtra: MaterialExtra[] } {
  const { random, today } = ctx;
  const materiais: Material[] = TRAINING.map((m, i) => {
    const slug = slugify(m.title);
    const pdf = (n: number) => (m.pdfs >= n ? `pdfs-materiais/demo/treinamento/${slug}-parte-${n}.pdf` : null);
    return {
      cp_mat_id: i + 1,
      cp_mat_titulo: m.title,
      cp_mat_descricao: m.description,
      cp_mat_linkYoutube: m.video ? `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ALPHABET, 11)}` : null,
      cp_mat_arquivoPdf: pdf(1),
      cp_mat_extra_pdf2: pdf(2),
      cp_mat_extra_pdf3: pdf(3),
      cp_mat_miniatura: `miniaturas/demo/treinamento/${slug}.svg`,
      cp_mat_extra_date: toIsoDay(addDays(today, -9 * (i + 1))),
      cp_mat_extra_categories: m.categories,
      cp_mat_extra_codigos: m.codes,
      cp_mat_permitirDownload: m.download,
    };
  });

  const materialExtra: MaterialExtra[] = EXTRA.map((m, i) => {
    const slug = slugify(m.title);
    const pdf = (n: number) => (m.pdfs >= n ? `pdfs-materiais/demo/extra/${slug}-${n}.pdf` : null);
    return {
      cp_mat_extra_id: i + 1,
      cp_mat_extra_title: m.title,
      cp_mat_extra_description: m.description,
      cp_mat_extra_thumbnail: `miniaturas/demo/extra/${slug}.svg`,
      cp_mat_extra_youtube_url: m.video ? `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ALPHABET, 11)}` : null,
      cp_mat_extra_pdf1: pdf(1),
      cp_mat_extra_pdf2: pdf(2),
      cp_mat_extra_pdf3: pdf(3),
      cp_mat_extra_date: toIsoDay(addDays(today, -6 * (i + 1))),
      cp_mat_extra_categories: m.categories,
      cp_mat_extra_codigos: m.codes,
      cp_mat_extra_permitirDownload: m.download,
    };
  });
  return { materiais, materialExtra };
}

/** One teacher manages the extra material beside the gestor (the spec's "specific user", as a grant). */
export function buildPermissoes(ctx: SeedContext): PermissaoRow[] {
  return [
    {
      cp_usuario_id: usuarioIdOf(ctx, 'Larissa Mendes Carvalho'),
      cp_permissao: 'materialExtra',
      cp_concedida_por: usuarioIdOf(ctx, 'Ricardo Almeida Prado'),
      cp_concedida_em: `${toIsoDay(addDays(ctx.today, -30))}T12:00:00.000Z`,
    },
  ];
}
