/**
 * The pure game rules of GAMES.md (packages/domain/src/games): draw derivation, plays, odds,
 * attributes, lhc tables, trends. One import point for the server's game modules.
 */
export * from '@cailiao/domain';
