/** Reference data stored for foreign keys: plans with their features, agreement codes. */
import type { MoneyValue, Defaulted } from './columns';

export interface PlansTable {
  code: string;
  name_tag: string;
  billing_interval: string;
  price_value: MoneyValue;
  price_factor: number;
  currency: string;
  audience: 'private' | 'business';
}

export interface PlanFeaturesTable {
  plan_code: string;
  feature: string;
  enabled: boolean;
}

export interface ConditionsTable {
  code: string;
  kind: 'agreement' | 'condition';
  version: string;
  hidden: Defaulted<boolean>;
}
