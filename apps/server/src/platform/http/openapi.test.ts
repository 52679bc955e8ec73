import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi.ts';

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/game/:id/odds', 'getGameByIdOdds'],
    ['POST', '/api/auth/register', 'postAuthRegister'],
    ['PUT', '/api/chat/groups/:id/members/:userId', 'putChatGroupsByIdMembersByUserId'],
    ['GET', '/api/reports/profit-ranking/yesterday', 'getReportsProfitRankingYesterday'],
    ['DELETE', '/api/chat/messages/batch', 'deleteChatMessagesBatch'],
    ['GET', '/healthz', 'getHealthz'],
  ])('%s %s → %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});
