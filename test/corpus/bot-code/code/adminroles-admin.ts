// Add or update this file

// export const ADMIN_DISCORD_IDS = ["485684006940311573", "1055889522677792880"]; // Add all admin Discord IDs here

// export function isAdmin(discordId: string | undefined): boolean {
//   return !!discordId && ADMIN_DISCORD_IDS.includes(discordId);
// }

import { getDiscordClient } from "@/lib/discord-bot";

// Replace user IDs with role IDs
export const ADMIN_ROLE_IDS = [
  "1371111074350366893", // Replace with your actual admin role ID
  // "YOUR_MODERATOR_ROLE_ID", // Add other admin roles if needed
];

export const GUILD_ID = "1355580524915327066"; // Your guild ID

// Synchronous fallback for emergency access (optional)
export const EMERGENCY_ADMIN_IDS = ["485684006940311573"]; // Keep as backup

export function isEmergencyAdmin(discordId: string | undefined): boolean {
  return !!discordId && EMERGENCY_ADMIN_IDS.includes(discordId);
}
