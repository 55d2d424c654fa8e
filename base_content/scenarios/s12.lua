-- Scenario 12, Gathering Materials: gather two of the three scraps (the character enters a scrap hex:
-- it is picked up and the hex becomes empty), or drive off every pest (then the scraps are yours).
local goals = require("scenarios.goals")

local NEEDED = 2

function pick_up_scrap(ctx, ev)
  if not goals.is_character(ev.figure) then return end
  board.set_terrain(ev.hex, "featureless")
  ctx.vars.s12_scraps = (ctx.vars.s12_scraps or 0) + 1
  game.message(game.text("s12.scrap", { count = ctx.vars.s12_scraps, needed = NEEDED }))
end

function materials_gathered(ctx, ev)
  if (ctx.vars.s12_scraps or 0) >= NEEDED or goals.alive() == 0 then return "won" end
  return nil
end
