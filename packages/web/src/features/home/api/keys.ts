export const homeKeys = {
  all: ['home'] as const,
  home: (days: number) => ['home', days] as const,
};
