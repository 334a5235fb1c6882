/** The class's CSV export (attendance and grades). */
import { expect } from 'vitest';
import { chamadasCsv, notasCsv } from '../../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import { exportarSalaDeAula, SALA_MESSAGES as S } from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { NO_SUCH_ID, type PersonKey } from '../people.ts';
import type { Expectation, Scenario } from '../scenario.ts';
import { bodyOf, callerDenials, error, firstMessage, get, id, M, ok, post, put } from '../scenarios-kit.ts';
import { editJson } from '../scenarios-usuarios.ts';
import {
  C,
  CID,
  CLASS_CHAMADAS,
  CLASS_NOTAS,
  ON_CLASS,
  type TurmaRow,
  chamadaBody,
  chamadasOf,
  historyOrder,
  notasOf,
  wholeClassAnswer,
} from './kit.ts';
import { newChamada } from './chamadas.ts';

// ── GET /turmas/:id/exportar ───────────────────────────────────────────

/** A student's name that a spreadsheet would run as a formula (CSV injection). */
const FORMULA_NAME = '=HIPERLINK("http://x";"y")';

export const exportPath = (turmaId: number, tipo: string) => `/turmas/${turmaId}/exportar?tipo=${tipo}`;

/** The CSV of a class's whole history (the list's order), as rules/sala-de-aula.ts writes it. */
const csvOf = (turmaId: number, tipo: 'chamadas' | 'notas') =>
  tipo === 'chamadas' ? chamadasCsv(chamadasOf(turmaId)) : notasCsv(notasOf(turmaId));

function exportAnswer(who: PersonKey, turma: TurmaRow, tipo: 'chamadas' | 'notas'): Expectation {
  const refused = wholeClassAnswer(who, tipo, turma);
  if (refused) return refused;
  const csv = csvOf(turma.cp_tr_id, tipo);
  return ok({
    check: (a) => {
      const body = bodyOf<{ arquivo: string; csv: string }>(a);
      expect(exportarSalaDeAula.response.safeParse(body).success).toBe(true);
      expect(body.arquivo).toMatch(/\.csv$/);
      expect(body.csv).toBe(csv);
    },
  });
}

export const exportScenarios: Scenario[] = [
  ...(['chamadas', 'notas'] as const).flatMap((tipo) =>
    ON_CLASS.map((who): Scenario => {
      const answer = exportAnswer(who, C, tipo);
      return {
        name: `exportarSalaDeAula: ${who} exports the class's ${tipo} → ${answer.status === 200 ? "the seed's records as CSV" : answer.status}`,
        as: who,
        request: get(exportPath(CID, tipo)),
        expect: answer,
      };
    }),
  ),
  {
    name: "exportarSalaDeAula: the CSV is pt-BR: a header row, ';' between fields, decimal comma, CRLF lines, one line per record",
    as: 'professor',
    request: get(exportPath(CID, 'notas')),
    expect: ok({
      check: (a) => {
        const lines = bodyOf<{ csv: string }>(a).csv.split('\r\n');
        expect(lines[0]).toBe('Data;Aluno;Workbook;Prova;Média;Conceito');
        expect(lines.length).toBe(CLASS_NOTAS.length + 2); // the header, the rows, the final CRLF
        expect(lines.at(-1)).toBe('');
        const first = CLASS_NOTAS[0]!;
        expect(lines[1]!.split(';').slice(2, 4)).toEqual([
          first.cp_nota_workbook.toFixed(1).replace('.', ','),
          first.cp_nota_prova.toFixed(1).replace('.', ','),
        ]);
      },
    }),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'chamadas')),
        expect: ok({
          check: (a) => {
            const lines = bodyOf<{ csv: string }>(a).csv.split('\r\n');
            expect(lines[0]).toBe('Data;Hora;Aluno;Status');
            expect(lines.length).toBe(CLASS_CHAMADAS.length + 2);
            const [d, m, y] = lines[1]!.split(';')[0]!.split('/');
            expect(`${y}-${m}-${d}`).toBe(CLASS_CHAMADAS[0]!.cp_ch_data);
          },
        }),
      },
    ],
  },
  {
    name: 'exportarSalaDeAula: a name that would run as a formula in a spreadsheet is neutralised (a leading apostrophe)',
    as: 'secretaria',
    request: put(`/edit-user/${id('colega')}`, editJson('colega', { cp_nome: FORMULA_NAME })),
    expect: ok(),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'chamadas')),
        expect: ok({
          check: (a) => {
            const csv = bodyOf<{ csv: string }>(a).csv;
            const renamed = CLASS_CHAMADAS.map((c) =>
              c.cp_ch_aluno_id === id('colega') ? { ...c, cp_nome_aluno: FORMULA_NAME } : c,
            ).sort(historyOrder);
            expect(csv).toBe(chamadasCsv(renamed));
            expect(csv).toContain(`"'=HIPERLINK(""http://x"";""y"")"`);
          },
        }),
      },
    ],
  },
  {
    name: 'exportarSalaDeAula: the export follows a new record',
    as: 'professor',
    request: post('/chamadas', chamadaBody()),
    expect: ok(),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'chamadas')),
        expect: ok({
          check: (a, e) => expect(bodyOf<{ csv: string }>(a).csv).toBe(chamadasCsv([newChamada(e, 0), ...CLASS_CHAMADAS])),
        }),
      },
    ],
  },
  {
    name: 'exportarSalaDeAula: tipo is required and must be chamadas or notas; an unknown class 404',
    as: 'professor',
    request: get(`/turmas/${CID}/exportar`),
    expect: error(400, firstMessage(exportarSalaDeAula.query!, {})),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'resumos')),
        expect: error(400, firstMessage(exportarSalaDeAula.query!, { tipo: 'resumos' })),
      },
      { as: 'gestor', request: get(exportPath(NO_SUCH_ID, 'chamadas')), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/turmas/abc/exportar?tipo=notas'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('exportarSalaDeAula', get(exportPath(CID, 'chamadas'))),
];
