/** What GET /api/visitor tells the browser about the visitor (decision 010). No tokens, no e-mail. */
export type ApplyState = { own: boolean; appliedAt: string | null; failed: boolean };

export type VisitorState = {
  /**
   * What the header calls the visitor (SessionUser.headerName); `ownPages` false when the CMS lacks this
   * project's own routes (Strapi 3 or 4, decision 053), so the menu leaves out my jobs and registrations.
   */
  user: { headerName: string; ownPages?: boolean } | null;
  savedVacancyIds: string[];
  /** Only when asked with `?vacancy=`: the visitor's relation to that vacancy. */
  apply?: ApplyState;
};

export const SIGNED_OUT: VisitorState = { user: null, savedVacancyIds: [] };
