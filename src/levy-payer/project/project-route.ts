/** The project page's route: the router mounts it here, and its dialog forms are the catalog's dialogs at this route. */
export const PROJECT_PAGE_ROUTE = '/levies-payer-portal/project/:projectId';
