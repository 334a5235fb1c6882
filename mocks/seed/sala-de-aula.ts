/**
 * The classroom's records: each class's recent attendance, lesson summaries
 * and grades, and the tracks its students have played. Drawn from a stream of
 * their own, so changing the classroom moves no other value of the seed.
 */
import { toIsoDay } from '@contract/dates';
import { addDays, pastAulas } from './calendar';
import { SEED_NUMBER, YOUTUBE_ALPHABET, type SeedContext } from './context';
import { createRandom } from './prng';
import { aulaTitle, resumoTopic } from './rows';
import type { Audio, AudioOuvidoRow, ChamadaRow, AulaRef, NotaRow, Resumo, SeedData, ResumoRef, UsuarioRow } from './rows';
import { TURMA_DEFS, type SeededTurmas } from './turmas';

/** How many past lessons of each class carry attendance records. */
export const CHAMADA_AULAS = 8;
/** How many past lessons of each class carry a lesson summary, at most (every other class has one less). */
export const RESUMO_AULAS = 4;
/** How many of their course's tracks the demo student has played (the progress bar is not 0). */
export const DEMO_AUDIOS_OUVIDOS = 4;
/**
 * The class seeded without any classroom record (attendance, grades,
 * summaries, played tracks): one with few students, so the classroom's empty
 * states can be seen (its teacher, ana.vieira, teaches only it).
 */
export const EMPTY_SALA_DE_AULA_TURMA = 'Momente A1.2 — Seg/Qua 19h30';

const ABILITIES = [9.2, 7.5, 5.8, 4.2, 8.4, 6.6, 3.6, 9.6, 7.0, 5.1] as const;

const SUMMARY_TOPICS: Readonly<Record<string, readonly string[]>> = {
  ING: [
    'Revisão do Present Perfect com exemplos do cotidiano e exercícios de fixação.',
    'Vocabulário de viagens: aeroporto, hotel e pedidos em restaurantes; role-play em duplas.',
    'Listening com diálogo do livro e discussão sobre hábitos de estudo.',
    'Comparativos e superlativos; atividade de descrição de cidades.',
    'Phrasal verbs com get e take; jogo de mímica para fixação.',
    'Leitura de texto sobre tecnologia e debate guiado em grupos.',
    'Past Simple x Past Continuous: narrativa de histórias pessoais.',
    'Cores, números e animais com música e flashcards (turma infantil).',
  ],
  ESP: [
    'Pretérito indefinido: verbos regulares e irregulares mais comuns.',
    'Vocabulário de comidas e pedidos em restaurantes; diálogo em duplas.',
    'Uso de ser e estar com exercícios do livro.',
    'Compreensão auditiva com podcast e discussão sobre cultura hispânica.',
  ],
  ALE: [
    'Artigos definidos e indefinidos no nominativo e acusativo.',
    'Apresentações pessoais e números; prática de pronúncia.',
    'Verbos modais können e müssen em situações do dia a dia.',
    'Horários e rotina: die Uhrzeit com exercícios orais.',
  ],
  RUS: ['Alfabeto cirílico e leitura de palavras simples.'],
};

/** A summary's links per language: one written without http:// (the screen adds it), one with. */
const LINKS: Readonly<Record<string, { readonly bare: string; readonly full: string }>> = {
  ING: { bare: 'www.bbc.co.uk/learningenglish', full: 'https://learnenglish.britishcouncil.org' },
  ESP: { bare: 'www.rae.es', full: 'https://cvc.cervantes.es' },
  ALE: { bare: 'learngerman.dw.com', full: 'https://www.goethe.de' },
  RUS: { bare: 'www.russianforfree.com', full: 'https://www.openrussian.org' },
};

function languageOf(title: string): string {
  return /^\[(ING|ESP|ALE|RUS)\]/.exec(title)?.[1] ?? 'ING';
}

function round1(n: number): number {
  return Math.round(Math.min(10, Math.max(0, n)) * 10) / 10;
}

export interface SeededSalaDeAula {
  readonly chamadas: ChamadaRow[];
  readonly resumos: Resumo[];
  readonly notas: NotaRow[];
  readonly audiosOuvidos: AudioOuvidoRow[];
  readonly aulaRefs: SeedData['aulaRefs'];
}

export function buildSalaDeAula(
  ctx: SeedContext,
  classes: SeededTurmas,
  audios: readonly Audio[],
  demoAluno: UsuarioRow,
): SeededSalaDeAula {
  const { today } = ctx;
  const { turmas, alunosByTurma } = classes;
  const classroom = createRandom(SEED_NUMBER + 1);
  const chamadas: ChamadaRow[] = [];
  const resumos: Resumo[] = [];
  const notas: NotaRow[] = [];
  const audiosOuvidos: AudioOuvidoRow[] = [];
  // The lesson of each row (its k from the end): what supabase/seed.sql computes the row's day from.
  const aulaRefs = { chamadas: [] as AulaRef[], notas: [] as AulaRef[], resumos: [] as ResumoRef[] };
  const trackNumber = (a: Audio) => Number(a.cp_nome_audio.replace(/\D+/g, ''));
  turmas.forEach((turma, classIndex) => {
    const def = TURMA_DEFS[classIndex]!;
    // One class keeps the classroom's empty states visible (no records, no marks).
    if (def.nome === EMPTY_SALA_DE_AULA_TURMA) return;
    const lessons = pastAulas(new Date(`${turma.cp_tr_data}T00:00:00`), def.weekdays, today);
    const members = alunosByTurma.get(turma.cp_tr_id)!;
    const recent = lessons.slice(-CHAMADA_AULAS);
    for (const [i, lesson] of recent.entries()) {
      for (const student of members) {
        const roll = classroom.next();
        aulaRefs.chamadas.push({ turmaId: turma.cp_tr_id, k: recent.length - i });
        chamadas.push({
          cp_ch_id: chamadas.length + 1,
          cp_ch_turma_id: turma.cp_tr_id,
          cp_ch_aluno_id: student.cp_id,
          cp_ch_data: toIsoDay(lesson),
          cp_ch_hora: def.start,
          cp_ch_status: roll < 0.8 ? 'Presente' : roll < 0.92 ? 'Ausente' : 'Justificado',
        });
      }
    }
    // 3 or 4 summaries: the first with a link without http:// (shown with one), the second with a video.
    const language = languageOf(def.curso);
    const topics = SUMMARY_TOPICS[language]!;
    const summaryLessons = lessons.slice(-(RESUMO_AULAS - (classIndex % 2)));
    summaryLessons.forEach((lesson, k) => {
      const number = lessons.length - summaryLessons.length + k + 1;
      const ref: ResumoRef = {
        turmaId: turma.cp_tr_id,
        k: summaryLessons.length - k,
        topics: [...topics],
        topicOffset: classIndex,
      };
      aulaRefs.resumos.push(ref);
      const youtube = `https://www.youtube.com/watch?v=${classroom.chars(YOUTUBE_ALPHABET, 11)}`;
      const withLink = classroom.chance(0.5);
      const withVideo = classroom.chance(0.35);
      resumos.push({
        cp_res_id: resumos.length + 1,
        cp_res_turma_id: turma.cp_tr_id,
        cp_res_data: toIsoDay(lesson),
        cp_res_hora: def.end,
        cp_res_aula: aulaTitle(number),
        cp_res_resumo: resumoTopic(ref, number),
        cp_res_link: k === 0 ? LINKS[language]!.bare : k > 1 && withLink ? LINKS[language]!.full : null,
        cp_res_link_youtube: k === 1 || (k > 1 && withVideo) ? youtube : null,
        // No stored bytes behind a seeded summary on any backend.
        cp_res_arquivo: null,
      });
    });
    // One or two grades per student: everyone on the first evaluation, two in three on the second.
    const evaluations = [7, 2]
      .map((k) => ({ k, date: lessons.at(-k) }))
      .filter((d): d is { k: number; date: Date } => d.date !== undefined);
    evaluations.forEach(({ k: lessonK, date }, e) => {
      members.forEach((student, k) => {
        const ability = ABILITIES[(k + classIndex) % ABILITIES.length]!;
        const workbook = round1(ability + (classroom.next() - 0.5) * 1.6);
        const prova = round1(ability + (classroom.next() - 0.5) * 2.4);
        if (e === 1 && k % 3 === 2) return;
        aulaRefs.notas.push({ turmaId: turma.cp_tr_id, k: lessonK });
        notas.push({
          cp_nota_id: notas.length + 1,
          cp_nota_turma_id: turma.cp_tr_id,
          cp_nota_data: toIsoDay(date),
          cp_nota_aluno_id: student.cp_id,
          cp_nota_workbook: workbook,
          cp_nota_prova: prova,
        });
      });
    });
    // Played tracks (the progress bar): the demo student the first four, the others a drawn number.
    const courseAudios = audios
      .filter((a) => a.cp_curso_id === turma.cp_tr_curso_id)
      .sort((a, b) => trackNumber(a) - trackNumber(b));
    for (const student of members) {
      const drawn = classroom.int(0, courseAudios.length);
      const heard = student.cp_id === demoAluno.cp_id ? DEMO_AUDIOS_OUVIDOS : drawn;
      courseAudios.slice(0, heard).forEach((audio, j) => {
        audiosOuvidos.push({
          cp_aluno_id: student.cp_id,
          cp_audio_id: audio.cp_audio_id,
          cp_ouvido_em: `${toIsoDay(addDays(today, -2 * (heard - j)))}T22:00:00.000Z`,
        });
      });
    }
  });
  return { chamadas, resumos, notas, audiosOuvidos, aulaRefs };
}
