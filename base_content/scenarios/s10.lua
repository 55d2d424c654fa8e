-- Scenario 10, Into the Darkness: at the start of round 1 every monster is Invisible. The way out
-- is the moonlit sill (the hexes marked E): end a turn there, or kill every monster.
local goals = require("scenarios.goals")

function reach_the_sill(ctx, ev)
  if goals.is_character(ev.figure) and goals.character_on_letter("E") then
    if not ctx.vars.s10_out then game.message("You reach the moonlit sill and slip out of the dark.") end
    ctx.vars.s10_out = true
  end
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
