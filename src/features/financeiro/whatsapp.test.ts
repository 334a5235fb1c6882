import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@contract/dates';
import { reminderMessage, reminderMessageOf, whatsappLink, whatsappNumber } from './whatsapp';

const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986' +
  '5802BR5913FULANO DE TAL6008BRASILIA62070503***6304F012';

describe('whatsappNumber', () => {
  it('keeps the digits and puts Brazil (55) in front', () => {
    expect(whatsappNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappNumber('(31) 3456-7890')).toBe('553134567890');
    expect(whatsappNumber('11987654321')).toBe('5511987654321');
  });

  it('keeps a 55 already written', () => {
    expect(whatsappNumber('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(whatsappNumber('5541987654321')).toBe('5541987654321');
  });

  it('refuses what is not a Brazilian number', () => {
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('98765-4321')).toBeNull();
    expect(whatsappNumber('+1 (415) 555-0100')).toBeNull();
  });
});

describe('reminderMessage', () => {
  const reminder = {
    aluno: 'Beatriz Santos Oliveira',
    numero: 3,
    valor: 1234.5,
    vencimento: '2025-03-05',
    escola: 'Escola de Idiomas — Unidade Vila Mariana',
  };

  it('names the student, the value in R$, the due date in pt-BR and the school', () => {
    const text = reminderMessage(reminder);
    expect(text).toContain('Olá, Beatriz!');
    expect(text).toContain('a parcela 3 da matrícula de Beatriz Santos Oliveira');
    expect(text).toContain(`no valor de ${formatCurrency(1234.5)}`);
    expect(formatCurrency(1234.5)).toMatch(/^R\$\s1\.234,50$/);
    expect(text).toContain('venceu em 05/03/2025');
    expect(text.split('\n').at(-1)).toBe('Escola de Idiomas — Unidade Vila Mariana');
    expect(text).not.toContain('PIX');
  });

  it('carries the PIX code on a line of its own when there is one', () => {
    const lines = reminderMessage({ ...reminder, pixCode: PIX }).split('\n');
    expect(lines).toContain(PIX);
    expect(lines[lines.indexOf(PIX) - 2]).toBe('Para pagar com PIX, use o código "copia e cola" abaixo:');
  });
});

describe('whatsappLink', () => {
  it('is a wa.me link to 55 + the digits, with the message encoded', () => {
    const link = whatsappLink('(11) 98765-4321', 'Olá, Ana! R$ 10,00 & 50% — ok?\nTchau');
    expect(link).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20R%24%2010%2C00%20%26%2050%25%20%E2%80%94%20ok%3F%0ATchau',
    );
    const url = new URL(link!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toBe('Olá, Ana! R$ 10,00 & 50% — ok?\nTchau');
  });

  it('round-trips a whole reminder, PIX code included (its * and spaces survive)', () => {
    const text = reminderMessage({ aluno: 'Ana', numero: 1, valor: 66.67, vencimento: '2025-01-31', pixCode: PIX });
    const url = new URL(whatsappLink('(41) 99876-5432', text)!);
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.search).not.toMatch(/[ \n&]/);
  });

  it('is null without a usable number', () => {
    expect(whatsappLink(null, 'x')).toBeNull();
    expect(whatsappLink('123', 'x')).toBeNull();
  });
});

describe('reminderMessageOf', () => {
  const base = { aluno: 'Ana Paula Souza', escola: 'Escola Centro', pixCode: null };
  it('is reminderMessage for one installment', () => {
    const one = { ...base, numero: 2, valor: 300, vencimento: '2026-03-10' };
    expect(reminderMessageOf([one])).toBe(reminderMessage(one));
  });

  it('lists several installments of a student in one message, with the total and each PIX code', () => {
    const text = reminderMessageOf([
      { ...base, numero: 2, valor: 300, vencimento: '2026-03-10', pixCode: 'PIX-2' },
      { ...base, numero: 3, valor: 250.5, vencimento: '2026-04-10', pixCode: null },
    ]);
    expect(text).toContain('Olá, Ana!');
    expect(text).toContain(`• Parcela 2: ${formatCurrency(300)}, venceu em 10/03/2026`);
    expect(text).toContain(`• Parcela 3: ${formatCurrency(250.5)}, venceu em 10/04/2026`);
    expect(text).toContain(`Total: ${formatCurrency(550.5)}`);
    expect(text).toContain('Parcela 2:\nPIX-2');
    expect(text).not.toContain('Parcela 3:\n');
    expect(text.trim().endsWith('Escola Centro')).toBe(true);
  });
});
