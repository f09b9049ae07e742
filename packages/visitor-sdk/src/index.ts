// The visitor SDK's entry. Its client, helpers and types are built by the visitor-SDK issue; until then
// the package is private (not published) and exports nothing.
export {};
