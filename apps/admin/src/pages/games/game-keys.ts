/** The react-query key of the console's game list (pages and dialogs refresh it after a change). */
export const GAMES_KEY = ['admin-games'];
