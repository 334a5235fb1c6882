/**
 * The network's lists (./usuarios.ts, ./turmas.ts): page 1 as the director,
 * its statements replayed under RLS and as service_role, with and without
 * `&escolaId=`, and its bytes, at the baseline and at the large size
 * (docs/scale.md, the results block).
 */
import type { Db } from '../../tests/db/harness/db.ts';
import { NO_OUTCOME, type NetworkDomain, type NetworkLevel, type Size } from './domain.ts';
import { call, httpLatency, PAGE, replay, type Answer, type Api, type Replay, type Times } from './measure.ts';
import { GOAL_BYTES, GOAL_LATENCY, int, ms, ratio, shortSql, type Check } from './report.ts';
import { TURMAS_LIST } from './turmas.ts';
import { USUARIOS_LIST } from './usuarios.ts';

/** A paged list of the api: its name in the tables, its path. */
export interface ScaleList {
  readonly name: string;
  readonly path: string;
}

/** The lists measured, in the tables' order: a new list adds its file and a line here. */
const LISTS = [USUARIOS_LIST, TURMAS_LIST] as const;
type ListName = (typeof LISTS)[number]['name'];
const LIST_NAMES: readonly ListName[] = LISTS.map((l) => l.name);

type Variant = 'plain' | 'school';

interface ListFigures {
  readonly bytes: number;
  readonly rows: number;
  readonly total: number;
  readonly http: number;
  readonly replay: Record<Variant, Replay>;
}

interface Level extends NetworkLevel {
  readonly lists: Record<ListName, ListFigures>;
}

async function measureList(db: Db, api: Api, token: string, schoolId: number, list: ScaleList, o: Times): Promise<ListFigures> {
  const path = (variant: Variant) => `${list.path}?${PAGE}${variant === 'school' ? `&escolaId=${schoolId}` : ''}`;
  const replays = {} as Record<Variant, Replay>;
  let page: Answer | null = null;
  for (const variant of ['plain', 'school'] as const) {
    const [answer, recording] = await api.recorder.record(() => call(api, path(variant), token));
    if (answer.status !== 200) throw new Error(`${path(variant)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (variant === 'plain') page = answer;
    replays[variant] = await replay(db, recording, o);
  }
  if (!page || page.total === null || !Array.isArray(page.body)) throw new Error(`${path('plain')}: no list answer`);
  return {
    bytes: page.bytes,
    rows: page.body.length,
    total: page.total,
    http: await httpLatency(api, path('plain'), token, o),
    replay: replays,
  };
}

function listChecks(small: Level, large: Level): Check[] {
  return LIST_NAMES.flatMap((list) => {
    const r = large.lists[list].replay.school;
    return [
      {
        what: `${list}: RLS / service_role latency at ${int(large.users)} (escolaId, same rows)`,
        value: r.rls / r.service,
        goal: GOAL_LATENCY,
      },
      {
        what: `${list}: page-1 bytes ${int(large.users)} / ${int(small.users)}`,
        value: large.lists[list].bytes / small.lists[list].bytes,
        goal: GOAL_BYTES,
      },
    ];
  });
}

function report(small: Level, large: Level, machine: Readonly<Record<string, string>>, o: Times): string {
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs);
  const levels = [small, large];

  push('### Machine', '', '| | |', '|---|---|');
  for (const [k, v] of Object.entries(machine)) push(`| ${k} | ${v} |`);
  push('');

  push(
    '### Data',
    '',
    "| live people | schools | directors / secretaries / teachers / students | classes | memberships | director's school: people / classes |",
    '|---:|---:|---|---:|---:|---|',
  );
  for (const l of levels) {
    const t = (k: string) => int(l.census.byType[k] ?? 0);
    push(
      `| ${int(l.census.live)} | ${l.census.schools} | ${t('2')} / ${t('3')} / ${t('4')} / ${t('5')} (+${t('1')} gestor) | ${int(l.census.classes)} | ${int(l.census.members)} | ${int(l.census.directorSchool.people)} / ${int(l.census.directorSchool.classes)} |`,
    );
  }
  push('');

  push(
    '### (1) Page-1 latency: RLS (as the director) / service_role (RLS bypassed)',
    '',
    `Medians of ${o.runs} replays (after ${o.warmup} warm-up runs) of the statements the api ran for the request, in one rolled-back transaction each; ms = the sum over the statements, measured by the client (postgres.js, \`prepare: false\`, over TCP).`,
    '',
    '| list | people | variant | rows the same | RLS ms | service_role ms | ratio | goal |',
    '|---|---:|---|---|---:|---:|---:|---|',
  );
  for (const list of LIST_NAMES) {
    for (const l of levels) {
      for (const variant of ['school', 'plain'] as const) {
        const r = l.lists[list].replay[variant];
        const listStatements = r.sameRows.filter((_, i) => !r.statements[i]!.text.includes('auth.uid()'));
        const same = listStatements.every(Boolean)
          ? 'yes'
          : `no (${listStatements.filter((x) => !x).length} of ${listStatements.length} statements differ)`;
        const headline = variant === 'school';
        const goal =
          headline && l === large
            ? r.rls / r.service <= GOAL_LATENCY
              ? `≤ ${GOAL_LATENCY} ✓`
              : `≤ ${GOAL_LATENCY} ✗`
            : headline
              ? 'info'
              : 'info (different rows)';
        push(
          `| ${list} | ${int(l.users)} | ${headline ? '**`&escolaId=` (headline)**' : 'no `escolaId`'} | ${same} | ${ms(r.rls)} | ${ms(r.service)} | ${headline ? '**' : ''}${ratio(r.rls / r.service)}${headline ? '**' : ''} | ${goal} |`,
        );
      }
    }
  }
  push('');

  push(
    '### (2) Page-1 bytes as the director (`?page=1&pageSize=10`)',
    '',
    `| list | bytes at ${int(small.users)} | rows / X-Total-Count | bytes at ${int(large.users)} | rows / X-Total-Count | ratio | bytes per row, ratio | goal |`,
    '|---|---:|---|---:|---|---:|---:|---|',
  );
  for (const list of LIST_NAMES) {
    const a = small.lists[list];
    const b = large.lists[list];
    const r = b.bytes / a.bytes;
    push(
      `| ${list} | ${int(a.bytes)} | ${a.rows} / ${int(a.total)} | ${int(b.bytes)} | ${b.rows} / ${int(b.total)} | **${ratio(r)}** | ${ratio(b.bytes / b.rows / (a.bytes / a.rows))} | ≤ ${GOAL_BYTES} ${r <= GOAL_BYTES ? '✓' : '✗'} |`,
    );
  }
  push('');

  push(
    '### End-to-end HTTP latency (information)',
    '',
    `Median of ${o.runs} \`GET\`s as the director over HTTP on 127.0.0.1 (Hono on @hono/node-server, token check, role switch, statements, JSON); no \`escolaId\`.`,
    '',
    `| list | ms at ${int(small.users)} | ms at ${int(large.users)} |`,
    '|---|---:|---:|',
  );
  for (const list of LIST_NAMES) push(`| ${list} | ${ms(small.lists[list].http)} | ${ms(large.lists[list].http)} |`);
  push('');

  push(
    `### Per statement at ${int(large.users)} (\`escolaId\` variant; median ms, RLS / service_role)`,
    '',
    '| list | # | statement | RLS ms | service_role ms | same rows |',
    '|---|---:|---|---:|---:|---|',
  );
  for (const list of LIST_NAMES) {
    const r = large.lists[list].replay.school;
    r.statements.forEach((s, i) => {
      push(
        `| ${list} | ${i + 1} | \`${shortSql(s.text).replace(/\|/g, '\\|')}\` | ${ms(r.rlsPerStatement[i]!)} | ${ms(r.servicePerStatement[i]!)} | ${r.sameRows[i] ? 'yes' : 'no'} |`,
      );
    });
  }
  push('');
  return lines.join('\n');
}

export const LISTS_DOMAIN: NetworkDomain = {
  only: 'network',
  blocks: { lists: ['<!-- scale:results:begin -->', '<!-- scale:results:end -->'] },
  start(o) {
    const levels: Partial<Record<Size, Level>> = {};
    return {
      async measure(net, size, level) {
        const lists = {} as Record<ListName, ListFigures>;
        for (const list of LISTS) lists[list.name] = await measureList(net.db, net.api, level.token, level.schoolId, list, o);
        levels[size] = { ...level, lists };
      },
      outcome(machine) {
        const { small, large } = levels;
        if (!small || !large) return NO_OUTCOME;
        return { markdown: { lists: report(small, large, machine, o) }, found: listChecks(small, large) };
      },
    };
  },
};
