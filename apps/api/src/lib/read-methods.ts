/** Methods that never change anything, so never enqueue a message nor change what instances keep in memory. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string) => READ_METHODS.has(method);
