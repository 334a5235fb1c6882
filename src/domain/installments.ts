/** Installment rules live in the contract: the screens, the mock and the api use the same functions. */
export * from '@contract/rules/parcelas';
