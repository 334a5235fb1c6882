/** The course catalogue (spec §9) with its videos and PDFs, and each course's audio tracks. */
import { COURSE_CATALOGUE } from '@contract/rules/cursos';
import { YOUTUBE_ALPHABET, type SeedContext } from './context';
import { slugify } from './people';
import type { Audio, Curso, TurmaRow } from './rows';

/** The catalogue id (1-based position) of a course title; throws on an unknown title. */
export function cursoIdOf(title: string): number {
  const index = COURSE_CATALOGUE.indexOf(title);
  if (index < 0) throw new Error(`Curso desconhecido no seed: ${title}`);
  return index + 1;
}

/** Every catalogue course (those of the classes with all their files) and its tracks. */
export function buildCursos(ctx: SeedContext, turmas: readonly TurmaRow[]): { cursos: Curso[]; audios: Audio[] } {
  const { random } = ctx;
  const classCourseIds = new Set(turmas.map((t) => t.cp_tr_curso_id));
  const cursos: Curso[] = COURSE_CATALOGUE.map((title, i) => {
    const id = i + 1;
    const slug = slugify(title);
    const used = classCourseIds.has(id);
    const youtube =
      title === '[ESP] DELE PREPARACIÓN'
        ? 'null'
        : used || random.chance(0.5)
          ? `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ALPHABET, 11)}`
          : null;
    const pdf1 = used || random.chance(0.6) ? `pdfs-cursos/demo/${slug}-livro-do-aluno.pdf` : null;
    const pdf2 = pdf1 && (used || random.chance(0.4)) ? `pdfs-cursos/demo/${slug}-workbook.pdf` : null;
    const pdf3 = pdf2 && random.chance(0.5) ? `pdfs-cursos/demo/${slug}-respostas.pdf` : null;
    return {
      cp_curso_id: id,
      cp_nome_curso: title,
      cp_youtube_link_curso: youtube,
      cp_pdf1_curso: pdf1,
      cp_pdf2_curso: pdf2,
      cp_pdf3_curso: pdf3,
    };
  });

  const audios: Audio[] = [];
  for (const course of cursos) {
    const count = classCourseIds.has(course.cp_curso_id)
      ? 12
      : course.cp_nome_curso === '[RUS] RUSSIAN FOR BUSINESS'
        ? 0
        : random.int(5, 14);
    const slug = slugify(course.cp_nome_curso);
    // Stored out of order and unpadded ("Faixa 2" after "Faixa 11"): listing needs a numeric-aware sort.
    for (const n of random.shuffle(Array.from({ length: count }, (_, k) => k + 1))) {
      audios.push({
        cp_audio_id: audios.length + 1,
        cp_nome_audio: `Faixa ${n}`,
        cp_curso_id: course.cp_curso_id,
        cp_arquivo_audio: `audios/demo/${slug}-faixa-${String(n).padStart(2, '0')}.mp3`,
      });
    }
  }
  return { cursos, audios };
}
