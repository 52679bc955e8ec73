ALTER TABLE "conversations" ADD COLUMN "members_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE SEQUENCE "conversations_members_version_seq";--> statement-breakpoint
-- Who may read or write a group changed (a member came or went, a role, a mute, the group's
-- status or name): its conversation takes a new roster version, under the conversation row's lock,
-- so a send that takes the next seq sees either the old roster's version or the new one, never a
-- mix. The row is created when missing (a group's first member comes before its first message).
CREATE FUNCTION "bump_group_roster_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE gid integer;
BEGIN
  IF TG_TABLE_NAME = 'chat_groups' THEN
    gid := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    gid := OLD.group_id;
  ELSE
    gid := NEW.group_id;
  END IF;
  INSERT INTO "conversations" ("id", "type", "members_version")
    VALUES ('group_' || gid, 'group', nextval('conversations_members_version_seq'))
    ON CONFLICT ("id") DO UPDATE SET "members_version" = excluded."members_version";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "group_members_roster_version" AFTER INSERT OR DELETE OR UPDATE OF "role", "muted_until", "mute_reason"
  ON "group_members" FOR EACH ROW EXECUTE FUNCTION "bump_group_roster_version"();--> statement-breakpoint
CREATE TRIGGER "chat_groups_roster_version" AFTER UPDATE OF "status", "name", "owner_id", "muted_until", "mute_reason"
  ON "chat_groups" FOR EACH ROW EXECUTE FUNCTION "bump_group_roster_version"();
