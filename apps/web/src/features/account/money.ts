/** Whether a decimal string is below zero. */
export const isNegativeMoney = (value: string) => /^-/.test(value.trim()) && !/^-0*(\.0*)?$/.test(value.trim());
