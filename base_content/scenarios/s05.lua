-- Scenario 5, Button's Arena: the bout ends when the King has seen enough, at the end of round 4
-- (ROUNDS; or sooner, when every fighter is down).
local goals = require("scenarios.goals")

local ROUNDS = 4

function survive_the_bout(ctx, ev)
  if goals.alive() == 0 then return "won" end
  if ev.round >= ROUNDS then return "won" end
  if ev.round == ROUNDS - 1 then game.message(game.text("s05.one-more-round")) end
  return nil
end
