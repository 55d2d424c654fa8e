-- Scenario 7, Mind Control: the Gloomtoad holds the two sorcerers in thrall; the scenario is won
-- when it is dead.
local goals = require("scenarios.goals")

function break_the_thrall(ctx, ev)
  if goals.alive("gloomtoad") == 0 then return "won" end
  return nil
end
