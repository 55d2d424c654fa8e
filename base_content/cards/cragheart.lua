-- The Cragheart's boulders: its scripted abilities change the map itself.
--
--   raise_boulder: an empty hex within `range` of the Cragheart (featureless, or a pressure plate,
--                  which counts as empty) becomes an obstacle (a boulder). Monsters must walk
--                  around it; the Cragheart can shatter it later, and a plate under it comes back.
--   shatter:       an obstacle within `range` (a boulder or any other obstacle of the map) breaks
--                  into rubble (difficult terrain); every enemy next to it suffers `value` damage
--                  and is muddled. This is damage, not an attack: shields do not reduce it. An
--                  obstacle with a name is part of the scenario's story (a gap, a throne: the map
--                  names it, docs/maps.md) and does not break.
--
-- Handlers are called as fn(ctx, ev) with ev = { figure, value, range, target }. They ask their
-- question first and only then change the game (see docs/lua-api.md, Questions).
local common = require("cards.common")

-- Every map hex within `range` of `center` (not the center), in a fixed order: range as the rules
-- count it, around walls and in line of sight (board.in_range).
local function hexes_within(center, range)
  local out = {}
  for dr = -range, range do
    for dq = -range, range do
      local h = { q = center.q + dq, r = center.r + dr }
      local d = common.distance(center, h)
      if d >= 1 and d <= range and board.exists(h) and board.in_range(center, h, range) then
        out[#out + 1] = h
      end
    end
  end
  return out
end

local function actor_hex(ev)
  local me = figures.get(ev.figure)
  return me and me.hex or nil
end

local function plate_key(h) return "cragheart_plate_" .. h.q .. "," .. h.r end

-- The hex the player picks (asked with `question`) among those within the ability's range of the
-- Cragheart for which fits(hex) holds; nil, after the message `none`, when there is no such hex.
local function pick_hex_in_range(ev, fits, none, question)
  local here = actor_hex(ev)
  if here == nil then return nil end
  local choices = {}
  for _, h in ipairs(hexes_within(here, math.max(ev.range, 1))) do
    if fits(h) then choices[#choices + 1] = h end
  end
  if #choices == 0 then
    game.message(none)
    return nil
  end
  return game.ask_hex(question, choices)
end

function raise_boulder(ctx, ev)
  local at = pick_hex_in_range(ev, common.empty_ground, game.text("cragheart.no-ground"),
    game.text("cragheart.boulder-where"))
  if at == nil then return end
  -- A plate under the boulder is kept (by name) to come back when the boulder breaks.
  if board.terrain(at) == "pressure_plate" then ctx.vars[plate_key(at)] = board.name(at) end
  board.set_terrain(at, "obstacle")
  ctx.vars.cragheart_boulders = (ctx.vars.cragheart_boulders or 0) + 1
  game.message(game.text("cragheart.boulder-raised"))
end

local function unnamed_obstacle(h) return board.terrain(h) == "obstacle" and board.name(h) == "" end

function shatter(ctx, ev)
  local at = pick_hex_in_range(ev, unnamed_obstacle, game.text("cragheart.nothing-to-shatter"),
    game.text("cragheart.shatter-which"))
  if at == nil then return end
  local victims = {}
  for _, n in ipairs(board.neighbours(at)) do  -- adjacent on the map: a thin wall parts two hexes
    local id = figures.at(n)
    local f = id and figures.get(id)
    if f and f.kind == "monster" then victims[#victims + 1] = id end
  end
  local plate = ctx.vars[plate_key(at)]
  if plate ~= nil then
    ctx.vars[plate_key(at)] = nil
    board.set_terrain(at, "pressure_plate", plate)  -- the plate under the boulder is back
  else
    board.set_terrain(at, "difficult")
  end
  game.message(game.text("cragheart.shattered"))
  for _, id in ipairs(victims) do
    if figures.get(id) then
      figures.damage(id, ev.value)
      if figures.get(id) then figures.add_condition(id, "muddle") end
    end
  end
end
