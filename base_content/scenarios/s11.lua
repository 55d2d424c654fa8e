-- Scenario 11, Up in the Window.
-- * Scenario effect: the dizzying climb leaves the character Muddled at the start.
-- * Goal: end a turn on the window latch (letter L), or kill the Sewer Rat that guards it; the
--   centipedes do not matter.
local goals = require("scenarios.goals")

function dizzy_climb(ctx, ev)
  local me = figures.character()
  if me ~= nil then figures.add_condition(me.id, "muddle") end
end

function reach_the_latch(ctx, ev)
  goals.reach(ctx, ev, "L", "s11_latch", game.text("s11.latch"))
end

function latch_or_rat(ctx, ev)
  if ctx.vars.s11_latch or goals.alive("sewer-rat") == 0 then return "won" end
  return nil
end
