// The browser-safe entry `@center-platform/core/shared`: rules the dashboard needs as well as the server.
// Nothing reachable from here may import Node modules, the database or a server-only package.
export {};
