// @vitest-environment node
/**
 * Lists as data (contract order.ts, search.ts): the comparator the mock sorts
 * with and the search text it matches `q` in. Their SQL twins (the api's
 * orderBy and searchSql) are checked against these in tests/db/orders.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { compareBy, idColumnOf, nameOrder, type ListOrder } from '../../supabase/functions/_shared/contract/order.ts';
import { searchTextOf } from '../../supabase/functions/_shared/contract/search.ts';

describe('compareBy', () => {
  it('orders a named list by folded name, then id', () => {
    const rows = [
      { cp_id: 3, cp_nome: 'Zé' },
      { cp_id: 2, cp_nome: 'álvaro' },
      { cp_id: 1, cp_nome: 'Alvaro' },
      { cp_id: 4, cp_nome: 'Alice' },
    ];
    expect([...rows].sort(compareBy(nameOrder('cp_nome', 'cp_id'))).map((r) => r.cp_id)).toEqual([4, 1, 2, 3]);
  });

  it('compares each kind as its SQL twin does, and `desc` reverses one key only', () => {
    const order: ListOrder<'dia' | 'faixa' | 'codigo' | 'id'> = [
      { column: 'dia', kind: 'date', desc: true },
      { column: 'faixa', kind: 'natural' },
      { column: 'codigo', kind: 'text' },
      { column: 'id', kind: 'number' },
    ];
    const rows = [
      { id: 1, dia: '2026-01-10', faixa: 'Unit 10', codigo: 'b' },
      { id: 2, dia: '2026-01-10', faixa: 'Unit 2', codigo: 'b' },
      { id: 3, dia: '2026-02-01', faixa: 'Unit 2', codigo: 'b' },
      { id: 4, dia: '2026-01-10', faixa: 'Unit 2', codigo: 'B' },
      { id: 5, dia: '2026-01-10', faixa: 'Unit 2', codigo: 'B' },
    ];
    // Newest day first; 'Unit 2' before 'Unit 10'; 'B' before 'b' (code points); then id.
    expect([...rows].sort(compareBy(order)).map((r) => r.id)).toEqual([3, 4, 5, 2, 1]);
  });

  it('names the id column of an order, which must end with a numeric key', () => {
    expect(idColumnOf(nameOrder('cp_nome', 'cp_id'))).toBe('cp_id');
    expect(() => idColumnOf([{ column: 'cp_nome', kind: 'name' }])).toThrow();
  });
});

describe('searchTextOf', () => {
  it('joins the fields with spaces, leaves nulls out and reads a CPF also by its digits', () => {
    const text = searchTextOf(['cp_nome', 'cp_descricao', 'cp_cpf', { digitsOf: 'cp_cpf' }]);
    expect(text({ cp_nome: 'Ana', cp_descricao: null, cp_cpf: '123.456.789-09' })).toBe('Ana 123.456.789-09 12345678909');
  });
});
