import { z } from 'zod';

/**
 * The guided tour's content (docs/tour-and-help.md): one data file per language under `content/`, loaded when that
 * language is first needed. The welcome tour's steps point at elements of the shell; each page-tour item names the
 * page (path pattern with `:param` segments) and, for pages with tabs, the tab it belongs to.
 */
const text = z.string().trim().min(1);

/** Where the step's panel opens next to its element (antd's placements); antd picks one when absent. */
const placement = z.enum(['top', 'bottom', 'left', 'right', 'bottomLeft', 'bottomRight', 'rightTop', 'leftTop']).optional();

export const welcomeStepSchema = z.object({ id: text, selector: text, title: text, description: text, placement });
export type WelcomeStep = z.infer<typeof welcomeStepSchema>;

export const pageTourItemSchema = z.object({
  id: text,
  selector: text,
  ordering: z.number().int(),
  pageUrl: text,
  tab: text.optional(),
  placement,
  title: text,
  description: text,
});
export type PageTourItem = z.infer<typeof pageTourItemSchema>;

export const tourContentSchema = z.object({
  language: z.enum(['en', 'tr']),
  welcome: z.array(welcomeStepSchema),
  pageTours: z.array(pageTourItemSchema),
});
export type TourContent = z.infer<typeof tourContentSchema>;

/** The welcome tour's id in the per-user record of seen tours. */
export const WELCOME_TOUR = 'welcome';
