-- Scenario 7, Mind Control: the Gloomtoad holds the two sorcerers in thrall. The scenario is won
-- when the thrall is broken: the Gloomtoad is dead, or both sorcerers are.
local goals = require("scenarios.goals")

function break_the_thrall(ctx, ev)
  if goals.alive("gloomtoad") == 0 or goals.alive("arena-sorcerer") == 0 then return "won" end
  return nil
end
