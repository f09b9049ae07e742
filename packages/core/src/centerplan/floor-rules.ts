import { z } from 'zod';

// The number of a floor (spec 2.7: -1 is the lower ground floor, 0 the ground floor), the same rule for the floors
// of the plan and the floor a shop names; browser-safe (`@center-platform/core/shared`) for the dashboard's forms.

export const FloorNumberInput = z.number().int().min(-20).max(200);
