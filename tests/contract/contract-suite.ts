/**
 * The contract suite, played by ./contract-mock.test.ts (the MSW mock, and
 * the coverage checks) and ./contract-api.test.ts (the api on PGlite and,
 * when DATABASE_URL names a PostgreSQL server, the api on it plus the real
 * function under Deno with its production adapters; ./supabase-emulator.ts
 * plays Supabase Auth, Storage and the gateway): every scenario of
 * ./scenarios.ts against every backend. A difference between backends is a
 * bug in one of them. Two files, so the two test workers play them side by
 * side.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { implementedRoutes as apiRoutes } from '../../supabase/functions/api/routes/index.ts';
import { implementedRoutes as mockRoutes } from '../../mocks/handlers/index.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import type { ContractBackend } from './backends.ts';
import { SEED, storedFields } from './people.ts';
import { play, writes, type Scenario } from './scenario.ts';
import { COVERED_ENDPOINTS, SCENARIOS } from './scenarios.ts';
import { LIST_ENDPOINT_OF, WALKED_RESOURCES } from './scenarios-access.ts';
import type { Resource } from '../../supabase/functions/_shared/contract/access.ts';

const BOOT_TIMEOUT_MS = 180_000;

/**
 * A scenario's time: what one request may take on a busy machine (through the
 * real function over HTTP, beside the browser tests), times its requests — a
 * scenario of 250 steps is given 250 requests' time, not a single one's.
 */
const PER_REQUEST_MS = 1_000;
const timeoutFor = (scenario: Scenario) => Math.max(15_000, (1 + (scenario.then?.length ?? 0)) * PER_REQUEST_MS);

/** That the scenarios cover every endpoint both backends implement, and walk ACCESS. */
export function coverageSuite(): void {
  describe('contract coverage', () => {
    it('covers every endpoint both backends implement, and only those', () => {
      const api = apiRoutes()
        .map((r) => r.def.name)
        .sort();
      const mock = mockRoutes()
        .map((r) => r.def.name)
        .sort();
      expect(api).toEqual(mock);
      expect([...COVERED_ENDPOINTS].sort()).toEqual(api);
    });

    it('walks ACCESS for every resource whose list endpoint a backend serves', () => {
      const served = new Set(apiRoutes().map((r) => r.def.name));
      const listed = (Object.entries(LIST_ENDPOINT_OF) as [Resource, string][]).filter(([, endpoint]) => served.has(endpoint));
      expect(listed.map(([resource]) => resource).sort()).toEqual([...WALKED_RESOURCES].sort());
    });

    it('has unique scenario names', () => {
      const names = SCENARIOS.map((s) => s.name);
      expect(new Set(names).size).toBe(names.length);
    });
  });
}

/** The scenarios (and, for a database backend, the seed parity checks) on one backend. */
export function contractSuite(backend: ContractBackend): void {
  describe(`contract: ${backend.name}`, () => {
    let current: Scenario | undefined;

    beforeAll(() => backend.open(), BOOT_TIMEOUT_MS);
    afterAll(() => backend.close(), BOOT_TIMEOUT_MS);
    beforeEach(() => backend.beforeEach?.());
    afterEach(async () => {
      if (current && writes(current)) await backend.reset();
      current = undefined;
    });

    if (backend.db) {
      const db = backend.db;
      /** The seed of the database's day (see the first test below). */
      const seedOfDb = async () => {
        // The mock is seeded for the local day (SEED); the database computed its birth dates from its
        // current_date (UTC on PGlite), so around midnight the days differ: compare with the seed of its day.
        const [day] = await db().query<{ today: string }>('select current_date::text as today');
        const today = day!.today;
        const [y, m, d] = today.split('-').map(Number) as [number, number, number];
        return today === SEED.today ? SEED : buildSeed(new Date(y, m - 1, d));
      };

      it('holds the same people as the mock seed (same ids, logins, schools, birth dates)', async () => {
        const seed = await seedOfDb();
        const rows = await db().query(
          `select cp_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_cpf, cp_escola_id, cp_excluido,
                  cp_datanascimento
             from public.profiles order by cp_id`,
        );
        expect(rows).toEqual(seed.usuarios.map((u) => ({ ...storedFields(u), cp_datanascimento: u.cp_datanascimento })));
      });

      it('holds the same classroom records as the mock seed (attendance, grades, summaries, played audios)', async () => {
        const seed = await seedOfDb();
        const chamadas = await db().query(
          `select cp_ch_id::int as cp_ch_id, cp_ch_turma_id::int as cp_ch_turma_id, cp_ch_aluno_id::int as cp_ch_aluno_id,
                  cp_ch_data::text as cp_ch_data, to_char(cp_ch_hora, 'HH24:MI') as cp_ch_hora, cp_ch_status
             from public.chamadas order by cp_ch_id`,
        );
        expect(chamadas).toEqual(seed.chamadas);
        const notas = await db().query(
          `select cp_nota_id::int as cp_nota_id, cp_nota_turma_id::int as cp_nota_turma_id, cp_nota_data::text as cp_nota_data,
                  cp_nota_aluno_id::int as cp_nota_aluno_id, cp_nota_workbook::float8 as cp_nota_workbook,
                  cp_nota_prova::float8 as cp_nota_prova
             from public.notas order by cp_nota_id`,
        );
        expect(notas).toEqual(seed.notas);
        const resumos = await db().query(
          `select cp_res_id::int as cp_res_id, cp_res_turma_id::int as cp_res_turma_id, cp_res_data::text as cp_res_data,
                  to_char(cp_res_hora, 'HH24:MI') as cp_res_hora, cp_res_aula, cp_res_resumo, cp_res_link, cp_res_link_youtube,
                  cp_res_arquivo
             from public.resumos order by cp_res_id`,
        );
        expect(resumos).toEqual(seed.resumos);
        const ouvidos = await db().query(
          `select cp_aluno_id::int as cp_aluno_id, cp_audio_id::int as cp_audio_id
             from public.audios_ouvidos order by cp_aluno_id, cp_audio_id`,
        );
        expect(ouvidos).toEqual(
          seed.audiosOuvidos
            .map((m) => ({ cp_aluno_id: m.cp_aluno_id, cp_audio_id: m.cp_audio_id }))
            .sort((a, b) => a.cp_aluno_id - b.cp_aluno_id || a.cp_audio_id - b.cp_audio_id),
        );
      });

      it('holds the same class memberships as the mock seed (turma_alunos, one class per student)', async () => {
        const rows = await db().query<{ cp_tr_id: number; cp_aluno_id: number }>(
          'select cp_tr_id::int as cp_tr_id, cp_aluno_id::int as cp_aluno_id from public.turma_alunos order by cp_aluno_id',
        );
        expect(rows).toEqual([...SEED.turmaAlunos].sort((a, b) => a.cp_aluno_id - b.cp_aluno_id));
      });
    }

    for (const scenario of SCENARIOS) {
      it(
        scenario.name,
        async () => {
          current = scenario;
          await play(backend, scenario);
          expect(backend.takeErrors()).toEqual([]);
        },
        timeoutFor(scenario),
      );
    }
  });
}
