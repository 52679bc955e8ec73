import { CreateGroupBody, GROUP_MAX_MEMBERS, UpdateGroupBody } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { describe, expect, it } from 'vitest';
import { chatGroups } from './groups.schema.ts';

// The largest group is decided once, LIMITS.groupMaxMembers: the contracts mirror it (they depend
// on zod only) and the table's default is it.
describe('the maximum group size', () => {
  it('is the same in the contracts as in the domain', () => {
    expect(GROUP_MAX_MEMBERS).toBe(LIMITS.groupMaxMembers);
  });

  it('is a new group size by default, and no group may be larger', () => {
    expect(CreateGroupBody.parse({ name: '群' }).maxMembers).toBe(LIMITS.groupMaxMembers);
    expect(CreateGroupBody.safeParse({ name: '群', maxMembers: LIMITS.groupMaxMembers + 1 }).success).toBe(
      false,
    );
    expect(UpdateGroupBody.safeParse({ maxMembers: LIMITS.groupMaxMembers + 1 }).success).toBe(false);
    expect(UpdateGroupBody.safeParse({ maxMembers: LIMITS.groupMaxMembers }).success).toBe(true);
  });

  it('is the default of chat_groups.max_members', () => {
    expect(chatGroups.maxMembers.default).toBe(LIMITS.groupMaxMembers);
  });
});
