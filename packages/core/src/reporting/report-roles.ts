// Who manages a center's monthly client reports (spec 4.8, 6.1: its recipients, sending, share links): the
// center's administrators. Browser-safe: the dashboard shows the reports' panel to these roles only.
export const REPORT_MANAGER_ROLES = ['SUPER_ADMIN', 'CENTER_ADMIN'] as const;
