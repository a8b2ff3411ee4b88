/** Saved views of an analysis (issue 7): quick filters, virtual categories, content groups, NPS/CSAT settings. */
export {};
