/** Spec §4 declaration statuses as the dictionary names them ("certification issues" → certification_issues). */
export const declarationStatusKey = (status: string): string =>
  `dict.declarationStatus.${status.replace(/ /g, '_')}`;
