import { builtOnce, ONBOARDING_COUNTRIES, regionNames } from 'shared-kernel/domain';
import type { SelectOption } from 'shared-kernel/ui';

/**
 * The kernel's onboarding countries by the locale's names (Intl.DisplayNames), Switzerland first; one list per
 * language, the same on every render.
 */
export const onboardingCountryOptions = builtOnce((language: string): SelectOption[] => {
  const names = regionNames(language);
  const options = Object.entries(ONBOARDING_COUNTRIES).map(([alpha3, alpha2]) => ({
    value: alpha3,
    label: { text: names?.of(alpha2) ?? alpha3 },
  }));
  const [swiss, ...others] = options;
  others.sort((a, b) => a.label.text.localeCompare(b.label.text, language));
  return [swiss!, ...others];
});
