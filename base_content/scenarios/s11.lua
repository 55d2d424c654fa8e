-- Scenario 11, Up in the Window.
-- * Scenario effect: the dizzying climb leaves the character Muddled at the start.
-- * Goal: kill the Sewer Rat that guards the latch; the centipedes do not matter.
local goals = require("scenarios.goals")

function dizzy_climb(ctx, ev)
  local me = figures.character()
  if me ~= nil then figures.add_condition(me.id, "muddle") end
end

function rat_gone(ctx, ev)
  if goals.alive("sewer-rat") == 0 then return "won" end
  return nil
end
