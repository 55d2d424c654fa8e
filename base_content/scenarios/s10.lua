-- Scenario 10, Into the Darkness: at the start of round 1 every monster is Invisible. The way out
-- is the moonlit sill (the hexes marked E): end a turn there, or kill every monster.
local goals = require("scenarios.goals")

function reach_the_sill(ctx, ev)
  goals.reach(ctx, ev, "E", "s10_out", game.text("s10.out"))
end

function out_or_clear(ctx, ev)
  if ctx.vars.s10_out or goals.alive() == 0 then return "won" end
  return nil
end

function darkness(ctx, ev)
  if ev.round ~= 1 then return end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then figures.add_condition(f.id, "invisible") end
  end
end
