// Route /prospect-login/verify (spec §2): the prospect login's code step (?email= starts there).
export { default } from '../prospect-login/verify';
