/** Marks a read made by POST /api/v3/reads: the guard (http/authorize.ts) refuses it on any route but a JSON GET. */
export const READ_HEADER = 'x-kontor-read';
