/** Calendar days, pt-BR dates and money: defined once in the contract. */
export * from '@contract/dates';
