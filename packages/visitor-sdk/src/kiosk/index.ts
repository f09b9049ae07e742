// @center-platform/visitor-sdk/kiosk: a kiosk that keeps working when its network is down (issue 27.4). Fetch the
// center's signed snapshot, check it with the platform's public key, and give it to the client:
//
//   const signed = await fetchSnapshot({ baseUrl, centerId });            // keep `signed` (e.g. localStorage)
//   const snapshot = await openSnapshot(signed, { publicKey });           // refuses a changed snapshot
//   const client = createVisitorClient({ baseUrl, centerId, snapshot });  // reads answer from it offline
export { type KioskSnapshot, openSnapshot } from './answers';
export {
  applySnapshot,
  fetchSnapshot,
  type SignedSnapshot,
  type SnapshotData,
  type SnapshotSection,
  verifySnapshot,
} from './snapshot';
