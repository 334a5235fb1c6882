import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import type { Parcela } from '@contract/entities';
import { brCodeOf, buildBrCode, emvText, pixPaymentOf, pixTxid, staticPixParams } from './pix';

/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection,
 * no final xor) over the payload's bytes, as the BR Code manual prescribes:
 * written here independently of pix-utils, bit by bit.
 */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The top-level EMV fields of a payload: id → value, in order (read independently of pix-utils). */
function emvFields(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `field ${id} at ${i}`).toBe(true);
    fields.push([id, payload.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  expect(i).toBe(payload.length);
  return fields;
}

/** The payload before the CRC's value ('…6304') and the CRC it carries. */
function splitCrc(payload: string): { body: string; crc: string } {
  expect(payload.slice(-8, -4)).toBe('6304');
  return { body: payload.slice(0, -4), crc: payload.slice(-4) };
}

/** The Central Bank's published static example (Manual de Padrões para Iniciação do Pix). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986' +
  '5802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_KEY = '123e4567-e12b-12d1-a456-426655440000';

/** pix-utils' own known-good static code (thalesog/pix-utils, tests/emvCodes.ts, STATIC_TEST_EMV, v2.8.2). */
const PIX_UTILS_STATIC_TEST_EMV =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI' +
  '6015SAO MIGUEL DO O62070503***63040DC6';

const parcela = (over: Partial<Parcela> = {}): Pick<Parcela, 'pix' | 'cp_mtPar_valorParcela' | 'cp_mtPar_numero'> => ({
  cp_mtPar_numero: 3,
  cp_mtPar_valorParcela: 1234.5,
  pix: {
    chave: '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04',
    nomeEscola: 'Escola de Idiomas — Unidade Vila Mariana',
    cidade: 'São Paulo',
    txid: 'PARCELA42',
  },
  ...over,
});

describe('the CRC written for these tests', () => {
  it("gives the Central Bank example's own CRC", () => {
    const { body, crc } = splitCrc(BCB_EXAMPLE);
    expect(crc).toBe('1D3D');
    expect(crc16(body)).toBe('1D3D');
  });
});

describe('buildBrCode (pix-utils)', () => {
  it("builds the Central Bank's static example, the name upper-cased as pix-utils writes it", async () => {
    const code = await buildBrCode({ chave: BCB_KEY, nome: 'Fulano de Tal', cidade: 'BRASILIA', txid: '***' });
    // pix-utils normalises the merchant name to upper case (accents dropped); every other byte is the example's.
    const { body: exampleBody } = splitCrc(BCB_EXAMPLE);
    const { body, crc } = splitCrc(code);
    expect(body).toBe(exampleBody.replace('5913Fulano de Tal', '5913FULANO DE TAL'));
    expect(crc).toBe(crc16(body));
    expect(code).toBe(`${body}F012`);
  });

  it('checks the example field by field', async () => {
    const code = await buildBrCode({ chave: BCB_KEY, nome: 'Fulano de Tal', cidade: 'BRASILIA' });
    const fields = emvFields(code);
    expect(fields.map(([id]) => id)).toEqual(['00', '26', '52', '53', '58', '59', '60', '62', '63']);
    const get = (id: string) => fields.find(([f]) => f === id)![1];
    expect(get('00')).toBe('01');
    expect(emvFields(get('26'))).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', BCB_KEY],
    ]);
    expect(get('52')).toBe('0000');
    expect(get('53')).toBe('986');
    expect(get('58')).toBe('BR');
    expect(get('59')).toBe('FULANO DE TAL');
    expect(get('60')).toBe('BRASILIA');
    expect(emvFields(get('62'))).toEqual([['05', '***']]);
    expect(get('63')).toBe(crc16(splitCrc(code).body));
  });

  it("reproduces pix-utils' own known-good static code", async () => {
    const code = await buildBrCode({
      chave: 'thalesog@me.com',
      nome: 'Thales Ogliari',
      cidade: 'SÃO MIGUÉL DO O',
      mensagem: 'Pedido 123',
      valor: 10,
    });
    expect(code).toBe(PIX_UTILS_STATIC_TEST_EMV);
    expect(crc16(splitCrc(code).body)).toBe('0DC6');
  });

  it("writes an installment's amount with 2 decimals, its txid, and a CRC computed independently", async () => {
    const code = (await brCodeOf(parcela()))!;
    const fields = emvFields(code);
    const get = (id: string) => fields.find(([f]) => f === id)?.[1];
    expect(get('54')).toBe('1234.50');
    expect(emvFields(get('26')!)).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04'],
      ['02', 'Parcela 3'],
    ]);
    expect(get('59')).toBe('ESCOLA DE IDIOMAS');
    expect(get('60')).toBe('SAO PAULO');
    expect(emvFields(get('62')!)).toEqual([['05', 'PARCELA42']]);
    expect(get('63')).toBe(crc16(splitCrc(code).body));
    // Round values keep their cents too.
    const round = emvFields((await brCodeOf(parcela({ cp_mtPar_valorParcela: 200 })))!);
    expect(round.find(([id]) => id === '54')![1]).toBe('200.00');
  });

  it("parses back (pix-utils' parser): key, amount, txid, name and city", async () => {
    const code = (await brCodeOf(parcela({ cp_mtPar_valorParcela: 66.67 })))!;
    const parsed = parsePix(code);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04',
      transactionAmount: 66.67,
      txid: 'PARCELA42',
      merchantName: 'ESCOLA DE IDIOMAS',
      merchantCity: 'SAO PAULO',
      infoAdicional: 'Parcela 3',
    });
    // A changed byte breaks the CRC.
    expect(hasError(parsePix(code.replace('66.67', '66.68')))).toBe(true);
  });

  it('has no PIX for an installment without one', async () => {
    expect(pixPaymentOf(parcela({ pix: null }))).toBeNull();
    expect(await brCodeOf(parcela({ pix: null }))).toBeNull();
  });
});

describe('the fields before pix-utils', () => {
  it('keeps names and cities within 25 and 15 characters, in ASCII, cut at a word', () => {
    expect(emvText('Escola de Idiomas — Unidade Vila Mariana', 25)).toBe('Escola de Idiomas');
    expect(emvText('Escola de Idiomas — Unidade Savassi', 25)).toBe('Escola de Idiomas');
    expect(emvText('Belo Horizonte', 15)).toBe('Belo Horizonte');
    expect(emvText('São José dos Campos', 15)).toBe('Sao Jose dos');
    expect(emvText('Florianópolis', 15)).toBe('Florianopolis');
    expect(emvText('Pindamonhangabaense', 15)).toBe('Pindamonhangaba');
    expect(emvText('  Escola   Ação  ', 25)).toBe('Escola Acao');
    for (const [text, max] of [
      ['Escola de Idiomas — Unidade Vila Mariana', 25],
      ['Aparecida de Goiânia do Norte', 15],
    ] as const) {
      const out = emvText(text, max);
      expect(out.length).toBeLessThanOrEqual(max);
      expect(out).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('keeps only letters and digits in the txid, at most 25, *** when empty', () => {
    expect(pixTxid('PARCELA42')).toBe('PARCELA42');
    expect(pixTxid('parcela-42/x')).toBe('parcela42x');
    expect(pixTxid('A'.repeat(30))).toBe('A'.repeat(25));
    expect(pixTxid('')).toBe('***');
    expect(pixTxid(undefined)).toBe('***');
  });

  it('leaves the message out when the key leaves no room for it in ID 26', () => {
    const longEmail = `${'a'.repeat(60)}@escola.com.br`;
    expect(staticPixParams({ chave: longEmail, nome: 'Escola', cidade: 'Curitiba', mensagem: 'Parcela 12' })).not.toHaveProperty(
      'infoAdicional',
    );
    expect(
      staticPixParams({ chave: '11222333000181', nome: 'Escola', cidade: 'Curitiba', mensagem: 'Parcela 12' }),
    ).toMatchObject({
      infoAdicional: 'Parcela 12',
    });
  });

  it('sends no amount when there is none', () => {
    expect(staticPixParams({ chave: BCB_KEY, nome: 'Fulano de Tal', cidade: 'BRASILIA' }).transactionAmount).toBe(0);
  });
});

describe('the libraries load lazily', () => {
  it('no finance module imports pix-utils or qrcode statically (only import(), or types)', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const statics = [...text.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'(pix-utils|qrcode)'/gm)];
      expect(
        statics.map((m) => m[0]),
        file,
      ).toEqual([]);
    }
  });
});
