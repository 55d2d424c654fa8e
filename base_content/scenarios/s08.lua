-- Scenario 8, Going Up (the living rules, "Scenario 8: Going Up"):
-- * Goal: end at least one of your turns on each pressure plate (the three switches, letter P).
-- * At the start of each round after the first, while fewer than three Venomous Centipedes are
--   alive, one spawns on the next spawn point in the cycle A, B, C, A, ...
--   The cycle moves on with each spawn (ctx.vars.s08_next: 0 = A, 1 = B, 2 = C).
local goals = require("scenarios.goals")

local SPAWN_POINTS = { "A", "B", "C" }
local CENTIPEDE = "venomous-centipede"

local function key(h) return "s08_switch_" .. h.q .. "_" .. h.r end

function spawn_centipede(ctx, ev)
  if ev.round < 2 or goals.alive(CENTIPEDE) >= 3 then return end
  local i = ctx.vars.s08_next or 0
  local letter = SPAWN_POINTS[i + 1]
  local id = figures.spawn(CENTIPEDE, board.letter(letter)[1])
  if id ~= nil then
    ctx.vars.s08_next = (i + 1) % #SPAWN_POINTS
    game.message(game.text("s08.centipede", { letter = letter }))
  end
end

-- The character's turn ends on a switch: it stays down.
function press_switch(ctx, ev)
  if not goals.is_character(ev.figure) then return end
  local me = figures.get(ev.figure)
  if board.terrain(me.hex) ~= "pressure_plate" or ctx.vars[key(me.hex)] then return end
  ctx.vars[key(me.hex)] = true
  -- Pressed flat, it is plain floor from now on (the switches left are the plates on the map).
  board.set_terrain(me.hex, "featureless")
  game.message(game.text("s08.switch"))
end

function all_switches_down(ctx, ev)
  for _, h in ipairs(board.letter("P")) do
    if not ctx.vars[key(h)] then return nil end
  end
  return "won"
end
