// autocannon ships no types; the bench narrows what it uses (bench/dashboard.ts, `Cannon`).
declare module 'autocannon';
