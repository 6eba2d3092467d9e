// Types of budgets.cjs for the TypeScript that imports it (its test).
export interface BuildFigures {
  totalJs: number;
  startJs: number;
  screenJs: number;
  screens: Array<{ name: string; bytes: number }>;
}
export type AppBudget = Partial<Record<'totalJs' | 'startJs' | 'screenJs', number>>;
export declare function overBudget(name: string, figures: BuildFigures, budget: AppBudget): string[];
export declare function findBudgetsFile(dirname: string): string | null;
export declare class SizeBudgetPlugin {
  constructor(options: { name: string; kind: 'host' | 'remote'; dirname: string });
  apply(compiler: unknown): void;
}
