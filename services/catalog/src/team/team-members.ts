import { Schema, type Connection } from 'mongoose';
import { AuthEvents, ErrorBody, Streams, TeamMemberList, UserSnapshot, type TeamMember } from '@agency/contracts';
import { applyProjection, compareText, ReferenceMessages, badRequest, type Projection, type ServiceApp } from '@agency/service-kit';

const teamSchema = new Schema({ _id: String, name: String, active: Boolean, deleted: Boolean, version: Number }, { collection: 'team_members', versionKey: false });

/** The team, from the AUTH stream: who a job role may be given to, and the name it then shows (decision 0120). */
export function teamMembers(db: Connection) {
  const model = db.model('TeamMember', teamSchema);
  const projection: Projection = {
    name: 'catalog-team-members', // the durable consumer: never renamed
    stream: Streams.auth,
    handles: [AuthEvents.userCreated, AuthEvents.userUpdated, AuthEvents.userDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === AuthEvents.userDeleted) return void (await applyProjection(model, event, null));
      const user = UserSnapshot.safeParse(event.data);
      if (user.success) await applyProjection(model, event, { name: user.data.name, active: user.data.status === 'active' });
    },
  };
  return {
    model,
    projection,
    /** Active team members, by name. */
    async list(): Promise<TeamMember[]> {
      const rows = (await model.find({ deleted: false, active: true }, { name: 1 }).lean()) as { _id: string; name: string }[];
      return rows.map((row) => ({ id: row._id, name: row.name })).sort((a, b) => compareText(a.name, b.name));
    },
    /** An active member who may own a role, or a 400 that says to choose again. */
    async ownerOf(id: string): Promise<TeamMember> {
      const row = (await model.findOne({ _id: id, deleted: false, active: true }, { name: 1 }).lean()) as { _id: string; name: string } | null;
      if (!row) throw badRequest(`ownerId: ${ReferenceMessages.staff}`);
      return { id: row._id, name: row.name };
    },
  };
}
export type TeamMembers = ReturnType<typeof teamMembers>;

export function registerTeamMemberRoutes(app: ServiceApp, team: TeamMembers): void {
  app.get('/api/team-members', { schema: { response: { 200: TeamMemberList, 401: ErrorBody, 403: ErrorBody } } }, () => team.list());
}
