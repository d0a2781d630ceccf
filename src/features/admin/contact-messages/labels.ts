export const messageStatuses = ['new', 'in_progress', 'closed'] as const;
