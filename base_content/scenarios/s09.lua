-- Scenario 9, Back in the Walls: slip out through the gap (end a turn on a hex marked X), or
-- drive off all four mice.
local goals = require("scenarios.goals")

function reach_the_gap(ctx, ev)
  goals.reach(ctx, ev, "X", "s09_out", game.text("s09.out"))
end

function out_or_clear(ctx, ev)
  if ctx.vars.s09_out or goals.alive("mouse") == 0 then return "won" end
  return nil
end
