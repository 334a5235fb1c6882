/** Input masks of the forms (spec section 5): `9` is a digit, anything else is written as it is (MaskedField). */
export const MASKS = {
  cpf: '999.999.999-99',
  phone: '(99) 99999-9999',
  cnpj: '99.999.999/9999-99',
  time: '99:99',
} as const;

export type MaskName = keyof typeof MASKS;
