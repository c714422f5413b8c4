/** The user document and staff roles (requirements §3, §6). */
export const usersTypeDefs = /* GraphQL */ `
  "A staff role flag (requirements §6)."
  enum RoleFlag {
    isAdmin
    isSeller
    isPurchaser
    isContent
    isDriver
  }

  "The user document: who signed in, and their role flags."
  type User {
    uid: ID!
    displayName: String
    email: String
    "Only when the sign-in provider gave one."
    phoneNumber: String
    "When the document was created (ISO 8601)."
    createAt: String!
    isAdmin: Boolean!
    isSeller: Boolean!
    isPurchaser: Boolean!
    isContent: Boolean!
    isDriver: Boolean!
    "Who changed the flags last (uid) and when; null when never changed by hand."
    rolesChangedBy: String
    rolesChangedAt: String
  }

  type UserPage {
    total: Int!
    items: [User!]!
  }

  "Flags to set; a flag left out keeps its value."
  input RolesInput {
    isAdmin: Boolean
    isSeller: Boolean
    isPurchaser: Boolean
    isContent: Boolean
    isDriver: Boolean
  }

  extend type Query {
    "The signed-in user's document; null for a guest or before it is created."
    me: User
    "Back-office: users by name or e-mail, staff first."
    users(search: String, role: RoleFlag, skip: Int = 0, limit: Int = 20): UserPage!
    "Back-office: one user's document."
    user(uid: ID!): User
  }

  extend type Mutation {
    "Creates the signed-in user's document from their verified token if it is missing, and returns it. Idempotent."
    ensureUser: User!
    "Back-office (administrators): sets another user's role flags."
    setUserRoles(uid: ID!, roles: RolesInput!): User!
  }
`;
